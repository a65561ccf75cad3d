// Public API of the build rules. Each module adds its own export line.
export * from './types';
export * from './errors';
export * from './game-data';
export * from './totals';
export * from './forms';
export * from './costs';
export * from './spell-schools';
export * from './levels';
export * from './regression';
export * from './spell-pyramid';
export * from './alchemy-pyramid';
export * from './ruleset';
export * from './sample-ruleset';
export * from './display';
export * from './ordering';
export * from './race';
export * from './prereqs';
