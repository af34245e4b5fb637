/**
 * Whether this instance wants new requests. It stops wanting them as soon as shutdown begins,
 * before the listener closes, so a load balancer polling the readiness endpoint moves traffic
 * away while requests already sent still get their answers (lib/graceful-shutdown.ts).
 */
export type Readiness = { readonly isReady: boolean; stop(): void };

export function createReadiness(): Readiness {
  let ready = true;
  return {
    get isReady() {
      return ready;
    },
    stop() {
      ready = false;
    },
  };
}
