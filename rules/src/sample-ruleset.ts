import type { Ruleset } from './types';
import sample from '../ruleset/sample.json';

export const sampleRuleset = sample as Ruleset;
