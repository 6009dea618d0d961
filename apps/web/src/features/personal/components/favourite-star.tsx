import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import {
  addFavourite,
  favouriteState,
  PERSONAL_QUERY_KEY,
  recordView,
  removeFavourite,
} from '../api/personal.api.ts';

export const FavouriteText = {
  add: '收藏',
  remove: '已收藏',
  added: '已收藏',
  removed: '已取消收藏',
  unstar: '取消收藏',
} as const;

/**
 * The star of an item page (issue 14): 收藏 / 已收藏 for a signed-in user (signed out: the login dialog); the page's
 * view is also recorded for 最近浏览.
 */
export function FavouriteStar({ itemId }: { itemId: number }) {
  const user = useSessionStore((s) => (s.isSetUser ? s.user : null));
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const key = [...PERSONAL_QUERY_KEY, 'state', itemId, user?.id] as const;
  const state = useQuery({ queryKey: key, queryFn: () => favouriteState(itemId), enabled: user !== null });

  useEffect(() => {
    if (user) void recordView(itemId);
  }, [itemId, user]);

  const on = state.data?.favourite === true;
  const toggle = async () => {
    if (!user) {
      setShowLogin(true);
      return;
    }
    setBusy(true);
    try {
      const next = on ? await removeFavourite(itemId) : await addFavourite(itemId);
      queryClient.setQueryData(key, next);
      toast.success(next.favourite ? FavouriteText.added : FavouriteText.removed);
      await queryClient.invalidateQueries({ queryKey: [...PERSONAL_QUERY_KEY, 'favourites'] });
    } catch {
      // the error dialog shows the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      className="jk-favourite-star"
      icon={on ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
      loading={busy}
      aria-pressed={on}
      onClick={() => void toggle()}
    >
      {on ? FavouriteText.remove : FavouriteText.add}
    </Button>
  );
}
