import { LIBRARY_KEYS, Platform } from '@jianku/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import {
  listFavourites,
  listRecent,
  PERSONAL_QUERY_KEY,
  type PersonalItem,
  type PersonalItemPage,
  removeFavourite,
} from '../api/personal.api.ts';
import { FavouriteText } from './favourite-star.tsx';

export const MyItemsText = {
  favourites: '我的收藏',
  recent: '最近浏览',
  model: '型号',
  name: '名称',
  brand: '厂商',
  category: '分类',
  favouredAt: '收藏时间',
  viewedAt: '浏览时间',
  noFavourites: '还没有收藏的条目：在条目页点击“收藏”',
  noRecent: '还没有浏览过的条目',
} as const;

const PAGE_SIZE = 10;
const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });
/** The item page of an item: /part|/component|/mat/detail/{id} by its kind (spec §3 platform values). */
const itemPath = (item: PersonalItem) =>
  `/${LIBRARY_KEYS.find((library) => Platform[library] === item.kind) ?? 'part'}/detail/${item.id}`;

function ItemTable({
  data,
  loading,
  atTitle,
  empty,
  extra,
  pagination,
}: {
  data: PersonalItemPage | undefined;
  loading: boolean;
  atTitle: string;
  empty: string;
  extra?: (item: PersonalItem) => ReactNode;
  pagination?: { current: number; onChange: (page: number) => void };
}) {
  return (
    <Table<PersonalItem>
      size="middle"
      rowKey="id"
      loading={loading}
      dataSource={data?.list ?? []}
      locale={{ emptyText: empty }}
      pagination={
        pagination
          ? {
              current: pagination.current,
              pageSize: PAGE_SIZE,
              total: data?.total ?? 0,
              onChange: pagination.onChange,
            }
          : false
      }
      columns={[
        {
          title: MyItemsText.model,
          key: 'model',
          render: (_: unknown, i) => <Link to={itemPath(i)}>{i.model}</Link>,
        },
        { title: MyItemsText.name, dataIndex: 'name' },
        { title: MyItemsText.brand, dataIndex: 'brand' },
        { title: MyItemsText.category, dataIndex: 'category' },
        { title: atTitle, dataIndex: 'at', render: time },
        ...(extra ? [{ title: '', key: 'extra', render: (_: unknown, i: PersonalItem) => extra(i) }] : []),
      ]}
    />
  );
}

/** 我的收藏 and 最近浏览 in the personal centre (issue 14). */
export function MyItems() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const favourites = useQuery({
    queryKey: [...PERSONAL_QUERY_KEY, 'favourites', page],
    queryFn: () => listFavourites(page, PAGE_SIZE),
  });
  const recent = useQuery({ queryKey: [...PERSONAL_QUERY_KEY, 'recent'], queryFn: listRecent });
  const unstar = async (item: PersonalItem) => {
    try {
      await removeFavourite(item.id);
    } catch {
      // shown by the error dialog
    }
    await queryClient.invalidateQueries({ queryKey: PERSONAL_QUERY_KEY });
  };
  return (
    <div className="jk-user-card">
      <Tabs
        items={[
          {
            key: 'favourites',
            label: MyItemsText.favourites,
            children: (
              <ItemTable
                data={favourites.data}
                loading={favourites.isPending}
                atTitle={MyItemsText.favouredAt}
                empty={MyItemsText.noFavourites}
                pagination={{ current: page, onChange: setPage }}
                extra={(item) => (
                  <Button type="link" size="small" onClick={() => void unstar(item)}>
                    {FavouriteText.unstar}
                  </Button>
                )}
              />
            ),
          },
          {
            key: 'recent',
            label: MyItemsText.recent,
            children: (
              <ItemTable
                data={recent.data}
                loading={recent.isPending}
                atTitle={MyItemsText.viewedAt}
                empty={MyItemsText.noRecent}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
