export * from './format-message.ts';
