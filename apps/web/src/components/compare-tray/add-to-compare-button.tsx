/**
 * 加入对比: puts an item (a part or a component) into the compare tray; 已加入对比 once it is there
 * (a second click takes it out). A material, an item of the other library or an eleventh item is refused
 * with the Chinese message of @jianku/rules checkTrayAdd.
 *
 *   <AddToCompareButton item={{ id: item.id, kind: item.kind, model: item.model }} size="small" />
 */
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { toast } from '../../lib/feedback.ts';
import { type TrayItemInput, useCompareTrayStore } from '../../stores/compare-tray.store.ts';

export function AddToCompareButton({
  item,
  size = 'small',
  type = 'default',
}: {
  item: TrayItemInput;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}) {
  const inTray = useCompareTrayStore((s) => s.ids.includes(item.id));
  const onClick = () => {
    const tray = useCompareTrayStore.getState();
    if (inTray) {
      tray.remove(item.id);
      return;
    }
    const error = tray.add(item);
    if (error) toast.warning(error);
  };
  return (
    <Button
      size={size}
      type={inTray ? 'primary' : type}
      ghost={inTray}
      icon={inTray ? <CheckOutlined /> : <PlusOutlined />}
      onClick={onClick}
      className="jk-add-compare"
      data-compare-id={item.id}
      aria-pressed={inTray}
      title={inTray ? '再次点击移出对比栏' : '加入参数对比'}
    >
      {inTray ? '已加入对比' : '加入对比'}
    </Button>
  );
}
