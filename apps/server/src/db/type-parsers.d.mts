export declare function parseInt8(value: string): number | string;
export declare function parseTimestamp(value: string): Date | string;
export declare function parseTimestamptz(value: string): Date | string;
export declare const TYPE_PARSERS: Readonly<Record<number, (value: string) => unknown>>;
export declare const ARRAY_ELEMENT_TYPES: Readonly<Record<number, number>>;
