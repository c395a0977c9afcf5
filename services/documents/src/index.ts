import { runServiceMain } from '@shop/service-kit';
import { documentsService } from './service';

await runServiceMain(documentsService);
