import { runServiceMain } from '@shop/service-kit';
import { accountsService } from './service';

await runServiceMain(accountsService);
