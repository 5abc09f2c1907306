'use client';

import type { ModalDialogProps } from './ModalDialog';
import { lazyUntilOpen } from './lazy-until-open';

export type ModalProps = ModalDialogProps;

// Headless UI's dialog is the largest library most pages would load up front, for a dialog that is
// usually never opened (./ModalDialog.tsx is the dialog itself).
export const Modal = lazyUntilOpen<ModalProps>(() => import('./ModalDialog').then((m) => m.ModalDialog));
