// The catalog suite once more with the public answer cache on (decision 020), as it runs in production: every
// answer must be the same as with the cache off. Data the tests arrange directly forgets the cache (helpers.ts).
import { withCatalogCache } from '../../../test/helpers.ts';

withCatalogCache(60);
await import('./catalog.int.test.ts');
