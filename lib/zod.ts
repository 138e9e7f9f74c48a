// Only the zod names the app uses (./zod-names.ts says why): not zod's whole namespace, with all its locales.
import * as z from './zod-names';

// The storefront's CSP has no 'unsafe-eval'. Zod 4 probes `new Function('')` when it builds an object schema, to
// decide whether to compile fast parsers; in a browser that probe is a CSP violation, reported on every page whose
// client code builds a schema (the lead modal loads the provider's form schemas). All app code imports zod from
// here (an ESLint rule says so), which turns the probe off before any schema exists.
z.config({ jitless: true });

export { z };
