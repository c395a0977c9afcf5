// The async boundary (STACK.md): Module Federation negotiates the shared React, i18next and platform
// before any module that uses them runs.
import('./bootstrap');
