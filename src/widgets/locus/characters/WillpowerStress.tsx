/**
 * Willpower (+/-, never below 0, no maximum) and the Stress track (Uneasy, Tense, Stressed),
 * with the text's ways of raising and calming Stress and what a WP buys at each level.
 *
 * A refused spend ("has 0 WP") is true of the sheet as it was: it goes with the next action here
 * and whenever the character changes by any other means (another panel, tool or tab).
 */
import { useEffect } from 'preact/hooks';
import {
  changeStress,
  describeWillpowerRefused,
  STRESS_OPTIONS,
  viewWillpower,
  type SheetChange,
} from '../../../rules/locus';
import { calmStressOf, raiseStressOf, updateCharacter } from '../../../stores/locus/cast';
import { Button, RadioGroup, useActionNote } from '../../kit';
import SheetSection, { type PanelProps } from './SheetSection';

export default function WillpowerStress({ id, level, character }: PanelProps) {
  const willpowerNote = useActionNote();
  const stressNote = useActionNote();
  const view = viewWillpower(character);
  // A refused spend leaves the character as it was; any change since ends the refusal.
  const { clear: clearWillpowerNote } = willpowerNote;
  useEffect(() => clearWillpowerNote(), [character]);

  const changeWillpower = (change: SheetChange) => {
    const result = updateCharacter(character.id, change);
    stressNote.clear();
    if (result.ok) willpowerNote.clear();
    else willpowerNote.refuse(describeWillpowerRefused(result.error.message));
  };

  // The sheet's ways of raising and calming Stress, each said under the buttons.
  const stressActions = [
    ['Failed Stress Check', () => raiseStressOf(character.id)],
    ['Calm down one level', () => calmStressOf(character.id, false)],
    ['Extended Rest', () => calmStressOf(character.id, true)],
  ] as const;

  return (
    <SheetSection id={id} part="wp" level={level} title="Willpower and Stress">
      <div class="tool-row">
        <span id={`${id}-wp-label`}>Willpower (WP)</span>
        <output id={`${id}-wp`} class="tool-total" aria-labelledby={`${id}-wp-label`}>
          {view.willpower}
        </output>
        {/* The two buttons wrap as one group, never one left alone on a line. */}
        <div class="tool-actions locus-wp-buttons tool-no-print">
          {view.steps.map((step) => (
            <Button
              key={step.label}
              countsEveryTap
              aria-describedby={`${id}-wp-label`}
              onClick={() => changeWillpower(step.change)}
            >
              {step.label}
            </Button>
          ))}
        </div>
      </div>
      {willpowerNote.note}
      <p class="tool-hint">
        Starts at 5; no maximum; never below 0. One WP re-rolls up to {view.rerollDice} while{' '}
        {view.stressLabel} (3 Uneasy, 2 Tense, 1 Stressed).
      </p>

      <RadioGroup
        name={`${id}-stress`}
        legend="Stress level"
        value={view.stress}
        options={STRESS_OPTIONS}
        onChange={(stress) => {
          updateCharacter(character.id, changeStress(stress));
          willpowerNote.clear();
          stressNote.clear();
        }}
      />
      <div class="tool-actions tool-no-print">
        {stressActions.map(([label, act]) => (
          <Button
            key={label}
            onClick={() => {
              willpowerNote.clear();
              stressNote.report(act(), (said) => said);
            }}
          >
            {label}
          </Button>
        ))}
      </div>
      {stressNote.note}
      <p class="tool-hint">
        A failed Stress Check raises Stress one level (Uneasy → Tense → Stressed). A failed Stress
        Check while Stressed stays Stressed: the track has three levels, so the tracker stops there.
        Calming down to Uneasy gives +3 WP; an Extended Rest drops straight to Uneasy.
      </p>
    </SheetSection>
  );
}
