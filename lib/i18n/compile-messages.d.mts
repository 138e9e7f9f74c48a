/** Every ICU message of a catalogue (or part of one) compiled for use-intl's `format-only` formatter. */
export declare function compileMessages<T extends Record<string, unknown>>(tree: T): T;
