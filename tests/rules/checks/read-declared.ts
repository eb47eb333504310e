import {
  readCheck,
  type CheckDeclaration,
  type ReadCheck,
} from '../../../src/rules/checks/declared-check';

/** A declaration the test knows to be sound, read; a refusal fails the test with its reasons. */
export function readDeclared(declaration: CheckDeclaration): ReadCheck {
  const result = readCheck(declaration);
  if (!result.ok) throw new Error(result.error.map((problem) => problem.message).join('; '));
  return result.value;
}
