/**
 * The proof of work in front of the forms that make the server e-mail an address the sender typed
 * (the report request, the follow-up popup, the newsletter: see server/challenge.ts). A form asks
 * for it at its first focus or input (prepareChallenge), so the challenge is fetched from beside its
 * endpoint and solved while the person types, and the send finds it ready. The solver's code comes
 * then too (challenge-solver.ts), never with the page.
 */
import { CHALLENGED_KINDS, type LeadKind } from '../contracts/lead-fields';
import { type ApiResource, resolveEndpoint } from './firm-urls';
import { SubmitError } from './submit';

/** The body field that carries the solution, and the field the server names when it refuses one. */
export const CHALLENGE_FIELD = 'altcha';

/** What the send adds to the body: the solution, or nothing when none could be had. */
export type ChallengeFields = { [CHALLENGE_FIELD]?: string };

/** Sign-ups, and the lead kinds whose answer the server e-mails to the sender. */
export const needsChallenge = (resource: ApiResource, data: { kind?: string }): boolean =>
  resource === 'newsletter' || CHALLENGED_KINDS.has(data.kind as LeadKind);

/** Beside the endpoint the form posts to: <api>/leads and <api>/newsletter have <api>/challenge. */
const challengeUrl = (endpoint: string) => new URL('challenge', endpoint).href;

/** One solution in the making per challenge URL; a send takes it, so the next send solves anew. */
const solutions = new Map<string, Promise<string | undefined>>();

/**
 * A solution, or undefined when there is none to be had: an endpoint that is not our server (a CRM)
 * has no challenge, and is sent the form without one.
 */
const solve = (url: string): Promise<string | undefined> =>
  import('./challenge-solver')
    .then(({ fetchChallenge, solveChallenge }) => fetchChallenge(url).then((challenge) => solveChallenge(challenge)))
    .catch(() => undefined);

/**
 * Starts solving in the background for a form that sends `resource` (its `endpoint` attribute, else
 * the page's API), unless a solution is already on its way. For the form's focus and input events.
 */
function prepareChallenge(endpointAttribute: string | undefined, resource: ApiResource): void {
  const endpoint = resolveEndpoint(endpointAttribute, resource);
  if (endpoint.kind !== 'url') return; // a demo send needs none, and an invalid endpoint gets no answer
  const url = challengeUrl(endpoint.url);
  if (!solutions.has(url)) solutions.set(url, solve(url));
}

/** A form's focus and input handlers that start the solving as the person starts filling it in. */
export function solveWhileFilling(endpointAttribute: string | undefined, resource: ApiResource) {
  const prepare = () => prepareChallenge(endpointAttribute, resource);
  return { onFocus: prepare, onInput: prepare };
}

function takeSolution(url: string): Promise<ChallengeFields> {
  const solution = solutions.get(url) ?? solve(url);
  solutions.delete(url);
  return solution.then((altcha) => (altcha === undefined ? {} : { [CHALLENGE_FIELD]: altcha }));
}

/**
 * Posts with a solution. Each solution is accepted once, and only until it expires: when the server
 * refuses it (the form stayed open past its expiry, or a solution was not to be had), solves a
 * fresh one and posts once more, so the person never sees it.
 */
export async function postWithChallenge<T>(
  endpoint: string,
  post: (fields: ChallengeFields) => Promise<T>,
): Promise<T> {
  const url = challengeUrl(endpoint);
  try {
    return await post(await takeSolution(url));
  } catch (error) {
    if (!(error instanceof SubmitError && CHALLENGE_FIELD in error.fields)) throw error;
    return await post(await takeSolution(url));
  }
}
