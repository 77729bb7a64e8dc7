/**
 * Routing under a prefix: `<prefix><name>[/<segment>…]`, with or without a trailing slash. A route
 * answers a value sent as JSON; an ApiError becomes its status with `{error, parameter}`; an unknown
 * name is a 404 JSON; names other handlers own (status, socket-session-token) are passed on.
 */
import { readBody, sendJson } from '../../http/respond';
import type { Handler } from '../../http/types';
import { ApiError, Params } from './params';

/** What a route sees of a request. */
export interface RouteContext {
  readonly method: 'GET' | 'POST';
  readonly params: Params;
  /** Path segments after the route name, URL-decoded. */
  readonly segments: readonly string[];
}

/** One path of the API. */
export interface Route {
  readonly name: string;
  readonly methods: readonly ('GET' | 'POST')[];
  /** How many segments may follow the name. */
  readonly minSegments: number;
  readonly maxSegments: number;
  answer(context: RouteContext): unknown;
}

/** Answers the routes under `prefix` (e.g. `/api/`); `passOn` names handled elsewhere. */
export function routeHandler(prefix: string, routes: readonly Route[], passOn: readonly string[]): Handler {
  const byName = new Map(routes.map((route) => [route.name, route]));
  return async (req, res, url) => {
    if (!url.pathname.startsWith(prefix)) return false;
    const [name = '', ...rest] = url.pathname.slice(prefix.length).split('/');
    if (passOn.includes(name)) return false;
    const route = byName.get(name);
    if (route === undefined) {
      sendJson(res, 404, { error: `no such path: ${url.pathname}`, path: url.pathname });
      return true;
    }
    try {
      const method = req.method === 'POST' ? 'POST' : req.method === 'GET' || req.method === 'HEAD' ? 'GET' : null;
      if (method === null || !route.methods.includes(method))
        throw new ApiError(405, null, `${req.method ?? ''} is not allowed on ${name}; use ${route.methods.join(' or ')}`);
      const segments = rest.filter((segment) => segment !== '').map((segment) => decodeURIComponent(segment));
      if (segments.length < route.minSegments || segments.length > route.maxSegments)
        throw new ApiError(
          404,
          null,
          `${name} takes ${route.minSegments === route.maxSegments ? route.minSegments : `${route.minSegments} to ${route.maxSegments}`} path segments`,
        );
      const params = method === 'POST' ? Params.fromBody(await readBody(req)) : Params.fromQuery(url.searchParams);
      sendJson(res, 200, route.answer({ method, params, segments }));
    } catch (error) {
      // A malformed %-escape in a path segment is the client's error too.
      const apiError = error instanceof URIError ? new ApiError(400, 'path', `path: ${error.message}`) : error;
      if (!(apiError instanceof ApiError)) throw error;
      sendJson(res, apiError.status, { error: apiError.message, parameter: apiError.parameter });
    }
    return true;
  };
}
