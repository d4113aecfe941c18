/** See build-define.mjs. */
export declare const BUILD_DEFINE: Record<string, string>;
