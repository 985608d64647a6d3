import { config, z } from 'zod';

/*
 * zod compiles object parsers with `new Function` when it may. The product's content security
 * policy forbids eval, and zod's probe for it is reported by browsers as a policy violation:
 * every schema of the product comes through here, with zod's interpreted mode switched on.
 */
config({ jitless: true });

export { z };
