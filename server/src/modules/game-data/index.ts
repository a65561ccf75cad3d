export * from './game-data.service';
export * from './ruleset-validation';
export * from './sample-ruleset';
