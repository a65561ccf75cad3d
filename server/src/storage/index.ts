export * from './image-sniffer';
export * from './image-storage';
