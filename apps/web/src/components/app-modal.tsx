import { Modal, type ModalProps } from 'antd';
import { dialogDefaults } from './theme.ts';

/**
 * Modal with the spec's dialog defaults (§9): top margin 15vh, buttons 确定 / 取消, default title 提示,
 * closes on outside click and Escape unless disabled (§4). Every caller's prop wins.
 */
export function AppModal({ style, ...props }: ModalProps) {
  return (
    <Modal
      title={dialogDefaults.title}
      okText={dialogDefaults.okText}
      cancelText={dialogDefaults.cancelText}
      mask={{ closable: dialogDefaults.maskClosable }}
      keyboard={dialogDefaults.keyboard}
      {...props}
      style={{ ...dialogDefaults.style, ...style }}
    />
  );
}
