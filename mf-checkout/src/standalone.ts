import { runStandalone } from '@shop/remote-kit/standalone';
import * as lifecycles from './lifecycles';

runStandalone('mf-checkout', lifecycles);
