/**
 * The WHATWG URL classes exist in every runtime core runs in (browsers and Node). Core's own
 * type check has no DOM or Node types, so only what core uses is declared here.
 */
declare class URL {
  constructor(input: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly origin: string;
  readonly pathname: string;
  readonly hash: string;
  readonly searchParams: URLSearchParams;
}

declare class URLSearchParams {
  constructor(init?: string);
  append(name: string, value: string): void;
  forEach(callback: (value: string, name: string) => void): void;
  toString(): string;
}
