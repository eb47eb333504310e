/**
 * Saved investigators as a file: export writes the rules' list shape
 * (`{ version: 1, investigators: [...] }`) as indented JSON; import reads it with
 * `parseInvestigators`, so a bad file is refused with the file name and the bad field.
 */
import { parseInvestigators, type InvestigatorList, type InvestigatorResult } from './investigator';

/** Larger than any real list by far; a bigger file is refused before it is read. */
export const MAX_INVESTIGATOR_FILE_BYTES = 2_000_000;

export function investigatorFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `eldritch-instinct-investigators-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

export function encodeInvestigatorFile(list: InvestigatorList): string {
  return `${JSON.stringify(list, null, 2)}\n`;
}

export function readInvestigatorFile(
  text: string,
  fileName: string,
): InvestigatorResult<InvestigatorList> {
  if (text.trim() === '')
    return { ok: false, error: { code: 'invalid-json', message: `${fileName} is empty.` } };
  const parsed = parseInvestigators(text);
  if (parsed.ok) return parsed;
  const sentence = /[.!?]$/.test(parsed.error.message)
    ? parsed.error.message
    : `${parsed.error.message}.`;
  return {
    ok: false,
    error: { ...parsed.error, message: `${fileName} cannot be imported. ${sentence}` },
  };
}
