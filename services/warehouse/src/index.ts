import { runServiceMain } from '@shop/service-kit';
import { warehouseService } from './service';

await runServiceMain(warehouseService);
