// The search suite once more with the public answer cache on (decision 020) and the title index looking for
// changes made elsewhere only every 60 s (decision 021), as it runs in production.
import { withCatalogCache } from '../../../test/helpers.ts';

withCatalogCache(60);
await import('./search.int.test.ts');
