/** Shown in place of the datasheet's first page when the server could not fetch it (the link stays). */
export const PREVIEW_UNAVAILABLE = '预览暂不可用';
