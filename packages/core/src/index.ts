export * from './constants';
export * from './enums';
export * from './guide';
export * from './use-case';
export * from './story';
export * from './content';
