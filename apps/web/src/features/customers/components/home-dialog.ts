import type { Device, DeviceService } from '@portal/contracts';

/** The dialogs about the home itself, which need nothing else to open. */
export type HomeDialogKind =
  | 'register'
  | 'invite'
  | 'edit'
  | 'deleteHome'
  | 'preRegister'
  | 'commission';

/** The dialog a home's section has open, with what it acts on. */
export type HomeDialog =
  | { kind: HomeDialogKind }
  | { kind: 'service'; deviceIds: string[] }
  | { kind: 'unregister' | 'history'; device: Device }
  | { kind: 'cancelService'; service: DeviceService };
