import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as locus from '../../../src/rules/locus/index';

const SOURCE_DIR = fileURLToPath(new URL('../../../src/rules/locus/', import.meta.url));

describe('the Locus rules entry point', () => {
  it('exports the functions the widgets are built on', () => {
    for (const name of [
      'effectiveDifficulty',
      'chanceOfOutcomeSuccess',
      'rollOutcomeCheck',
      'rerollDice',
      'wpRerollCapacity',
      'wpCostToReroll',
      'chanceOfUntrainedSuccess',
      'rollUntrainedCheck',
      'chanceOfContestedOutcome',
      'rollContestedCheck',
      'injuryFromMargin',
      'rollInitiative',
      'chanceOfDurabilityPass',
      'rollDurabilityCheck',
      'raiseStress',
      'createDeck',
      'shuffleDeck',
      'drawCard',
      'discard',
      'reshuffleDiscards',
      'resolveDraw',
      'canShedCard',
      'createCharacter',
      'attributePointsLeft',
      'validateAttributes',
      'addInjury',
      'treatInjury',
      'injuryFloor',
      'deathsDoorSegments',
      'spendWillpower',
      'gainWillpower',
      'setStress',
      'toggleCondition',
      'parseCast',
      'LocusCharacterSchema',
      'LocusCastSchema',
    ]) {
      expect(locus, name).toHaveProperty(name);
    }
  });

  it('exports every value each module exports', async () => {
    // The tool log is read by the roll log from its own module (src/rules/locus/log.ts), not through the barrel;
    // so are the inspiration tables (data), which only the generators and the log carry; the
    // three dice's odds from notation are the chance functions' own.
    const files = readdirSync(SOURCE_DIR).filter(
      (file) =>
        file.endsWith('.ts') &&
        !['index.ts', 'log.ts', 'inspiration-tables.ts', 'three-dice-odds.ts'].includes(file),
    );
    for (const file of files) {
      const module = (await import(`${SOURCE_DIR}${file}`)) as Record<string, unknown>;
      for (const name of Object.keys(module)) {
        expect(locus, `${file}: ${name}`).toHaveProperty(name);
      }
    }
  });
});

describe('the Locus rules sources', () => {
  it('stay pure: no framework, store, DOM, clock or global randomness', () => {
    const files = readdirSync(SOURCE_DIR).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(`${SOURCE_DIR}${file}`, 'utf8');
      expect(text, file).not.toMatch(/from '(astro|preact|nanostores|@nanostores)/);
      expect(text, file).not.toMatch(
        /Math\.random|Date\.now|new Date|window\.|document\.|localStorage\./,
      );
    }
  });
});
