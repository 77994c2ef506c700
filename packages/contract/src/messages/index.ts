export * from './format-message.ts';
export * from './zod-issues.ts';
