/**
 * The options a choice offers, read from a record of labels: each key the value, in the record's
 * order. The one way an Eldritch Instinct tool offers one of a few named kinds (a recovery, a
 * melee defence, a spell's kind, what is studied, the PCs' side in a chase).
 */
export function choicesOf<Key extends string>(
  labels: Readonly<Record<Key, string>>,
): { readonly value: Key; readonly label: string }[] {
  return (Object.keys(labels) as Key[]).map((value) => ({ value, label: labels[value] }));
}
