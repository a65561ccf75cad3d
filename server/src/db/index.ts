export * from './columns';
export * from './data-source';
export * from './entities';
export * from './object-id';
export * from './transaction';
export * from './ledger';
