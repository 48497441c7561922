import { messageArguments } from '../../renderer/src/i18n/icu';

/** The ICU argument names a message reads (`{n}`, `{n, plural, …}`, `{kind, select, …}`, nested ones too), sorted, each once. */
export const placeholders = (message: string): string[] => messageArguments(message);
