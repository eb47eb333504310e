import {
  createDwTestTexts,
  readDwTestFields,
  type DwTestFieldSpec,
} from '../../../src/rules/dead-weight/test-fields';

/**
 * A test's fields as read with their first texts, but for `change` (by field name): what the
 * Dead Weight test tests start from.
 */
export function typedFields<Name extends string>(
  specs: readonly DwTestFieldSpec<Name>[],
  change: Partial<Record<Name, string>> = {},
) {
  return readDwTestFields({ ...createDwTestTexts(specs), ...change }, specs);
}
