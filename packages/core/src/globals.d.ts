/**
 * The WHATWG URL class exists in every runtime core runs in (browsers and Node). Core's own
 * type check has no DOM or Node types, so only what core uses is declared here.
 */
declare class URL {
  constructor(input: string);
  readonly hostname: string;
}
