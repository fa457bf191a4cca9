/** Answers smaller than this are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_ABOVE_BYTES = 1024;
