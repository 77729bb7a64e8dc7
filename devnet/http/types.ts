import type { IncomingMessage, ServerResponse } from 'node:http';

/** A devnet route handler: answers and returns true, or returns false to let the next one try. */
export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> | boolean;
