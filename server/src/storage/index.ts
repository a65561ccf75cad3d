export * from './image-sniffer';
export * from './image-storage';
export * from './database-image-storage';
export * from './image-reencoder';
