/**
 * A name typed and submitted beside its button (a new sheet, a sheet renamed, a fighter added):
 * what the store or the rules refuse is said at the field.
 */
import { useState } from 'preact/hooks';
import { LOOT_NAME_HINT, LOOT_NAME_MAX } from '../../../rules/loot';
import type { Result } from '../../../rules/result';
import { addNamedLootSheet } from '../../../stores/loot/sheets';
import {
  Form,
  Button,
  focusAfterRender,
  TextField,
  type ButtonProps,
  type TextFieldProps,
} from '../../kit';

interface NameFormProps extends Pick<TextFieldProps, 'id' | 'label' | 'maxLength' | 'hint'> {
  readonly button: string;
  readonly look?: ButtonProps['look'];
  readonly initial?: string;
  /** Empties the field once a name is taken. */
  readonly clears?: boolean;
  /** Takes the name typed; a refusal's message goes to the field. */
  readonly onName: (text: string) => Result<unknown, { readonly message: string }>;
}

export default function NameForm({
  button,
  look = 'tool',
  initial = '',
  clears = false,
  onName,
  ...field
}: NameFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const taken = onName(text);
    setError(taken.ok ? null : taken.error.message);
    if (taken.ok && clears) setText('');
    // A refused name is to be typed again: the field takes the focus, and says why (`alert`).
    if (!taken.ok) focusAfterRender(field.id);
  };
  return (
    <Form class="tool-row loot-form" onSubmit={submit}>
      <TextField {...field} value={text} onText={setText} error={error} alert />
      <Button look={look} submit>
        {button}
      </Button>
    </Form>
  );
}

/**
 * A new character's name: the store adds the sheet and makes it active, `onAdded` hears the
 * sentence that says so, and a refused name is said at the field.
 */
export function NewSheetForm({
  onAdded,
  ...form
}: Pick<NameFormProps, 'id' | 'label' | 'button' | 'clears'> & {
  readonly onAdded: (said: string) => void;
}) {
  return (
    <NameForm
      {...form}
      look="primary"
      maxLength={LOOT_NAME_MAX}
      hint={LOOT_NAME_HINT}
      onName={(text) => {
        const added = addNamedLootSheet(text);
        if (added.ok) onAdded(added.value);
        return added;
      }}
    />
  );
}
