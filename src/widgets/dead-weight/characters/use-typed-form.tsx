/**
 * A small form of text fields submitted to a rule, as every Dead Weight tool lays it out (the
 * party's new character, the supplies' new item, the expedition's location and doom effect): the
 * state and what each step does are src/rules/dead-weight/typed-form.ts; here each field is the
 * kit's TextField showing what is typed and the refusal of the last submit at its field,
 * announced as it appears.
 */
import { useReducer } from 'preact/hooks';
import { TextField, type TextFieldProps } from '../../kit';
import type { Result } from '../../../rules/result';
import {
  createDwTypedForm,
  findDwFormError,
  updateDwTypedForm,
  type DwFormProblem,
} from '../../../rules/dead-weight/typed-form';

export function useTypedForm<Field extends string>(fields: readonly Field[]) {
  const [form, update] = useReducer(updateDwTypedForm<Field>, fields, createDwTypedForm<Field>);
  return {
    /** What is typed in each field. */
    texts: form.texts,
    /** Takes the rule's answer to a submit: empties the form when it was taken, else shows why not. */
    submitted<Answer extends Result<unknown, DwFormProblem<Field>>>(answer: Answer): Answer {
      update({ type: 'submitted', result: answer });
      return answer;
    },
    /** The field `name`: the kit's TextField with `props`, bound to the form. */
    field: (name: Field, props: Omit<TextFieldProps, 'value' | 'onText' | 'error'>) => (
      <TextField
        alert
        {...props}
        value={form.texts[name]}
        onText={(text) => update({ type: 'type', field: name, text })}
        error={findDwFormError(form, name)}
      />
    ),
  };
}
