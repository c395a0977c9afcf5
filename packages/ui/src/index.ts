// @shop/ui: the shop's React components. Every visible word is a prop, so each remote passes its own
// translations; styles are CSS Modules over the tokens of `@shop/ui/tokens.css`, which the shell loads once.

export {
  Button,
  type ButtonLookProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type LinkButtonProps,
} from './actions/button';
export { IconButton, type IconButtonProps } from './actions/icon-button';
export { Alert, type AlertProps, type AlertTone, Banner } from './content/alert';
export { Badge, type BadgeProps, type BadgeTone } from './content/badge';
export { Card, type CardProps } from './content/card';
export { EmptyState, type EmptyStateProps } from './content/empty-state';
export { Table, type TableColumn, type TableProps } from './content/table';
export { ConfirmButton, type ConfirmButtonProps } from './dialogs/confirm-button';
export { Modal, type ModalProps } from './dialogs/modal';
export {
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './dialogs/toast';
export { Checkbox, type CheckboxProps } from './fields/checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './fields/checkbox-group';
export type { ChoiceOption } from './fields/choice-option';
export type { FieldTextProps } from './fields/field';
export { NumberInput, type NumberInputProps } from './fields/number-input';
export { RadioGroup, type RadioGroupProps } from './fields/radio-group';
export { Select, type SelectOption, type SelectProps } from './fields/select';
export { TextArea, type TextAreaProps } from './fields/text-area';
export { TextField, type TextFieldProps } from './fields/text-field';
export { PageFrame, type PageFrameProps } from './layout/page-frame';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './navigation/breadcrumbs';
export type { Navigate } from './navigation/navigate-on-click';
export { type PageItem, pageItems } from './navigation/page-items';
export { Pagination, type PaginationProps } from './navigation/pagination';
export { type TabItem, Tabs, type TabsProps } from './navigation/tabs';
export { LoadFailed, type LoadFailedProps } from './status/load-failed';
export { ProgressBar, type ProgressBarProps } from './status/progress-bar';
export { Skeleton, type SkeletonProps } from './status/skeleton';
export { Spinner, type SpinnerProps } from './status/spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './status/visually-hidden';
