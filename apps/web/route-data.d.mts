/** Types of route-data.mjs (plain JavaScript, read by the web build and by the e2e tests). */
export declare const routeData: Record<string, { public?: string[]; signedIn?: string[] }>;
