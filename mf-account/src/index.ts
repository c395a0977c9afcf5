// Standalone development entry. The async boundary lets Module Federation share React and the platform
// before any of them runs; inside the shell this file is not used (the shell loads ./app).
import('./standalone');
