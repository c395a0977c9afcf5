import { runServiceMain } from '@shop/service-kit';
import { catalogService } from './service';

await runServiceMain(catalogService);
