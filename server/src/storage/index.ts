export * from './image-sniffer';
export * from './image-storage';
export * from './database-image-storage';
