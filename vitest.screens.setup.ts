// Screen tests only: `findBy…`/`waitFor` wait up to 10 s instead of 1 s. A screen that loads its code in a
// chunk (the detailed list, the checkout steps) can take more than a second on a busy CI machine; a test that
// should fail still fails, only later. Tests never wait on a clock of their own (no sleeps).
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
