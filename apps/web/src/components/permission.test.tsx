import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type User, useSessionStore } from '../stores/session.store.ts';
import { Permission, Role, usePermission, useRole } from './permission.tsx';

const user = { id: 1, username: 'u' } as unknown as User;

function grant(permissions: string[], roles: string[] = []) {
  useSessionStore.getState().setPermissionInfo({ permissions, roles, user });
}

class Catch extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p>caught: {this.state.message}</p> : this.props.children;
  }
}

describe('permissions and roles (spec §6)', () => {
  beforeEach(() => useSessionStore.getState().reset());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('SPEC-6.03 <Permission> keeps its children when one of the values is held, removes them otherwise', () => {
    grant(['part:item:query']);
    render(
      <>
        <Permission value={['part:item:query', 'part:item:edit']}>
          <button type="button">查看</button>
        </Permission>
        <Permission value={['part:item:delete']}>
          <button type="button">删除</button>
        </Permission>
      </>,
    );
    expect(screen.getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('SPEC-6.03 the wildcard *:*:* passes every check', () => {
    grant(['*:*:*']);
    const { result } = renderHook(() => usePermission());
    expect(result.current(['anything:at:all'])).toBe(true);
  });

  it('SPEC-6.03 no value raises 未设置权限值', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    grant(['*:*:*']);
    render(
      <Catch>
        <Permission value={[]}>
          <span>x</span>
        </Permission>
      </Catch>,
    );
    expect(screen.getByText('caught: 未设置权限值')).toBeInTheDocument();
    const { result } = renderHook(() => usePermission());
    expect(() => result.current([])).toThrow('未设置权限值');
  });

  it('SPEC-6.04 useRole / <Role>: any of the given roles (from the permission info)', () => {
    grant([], ['org_admin']);
    const { result } = renderHook(() => useRole());
    expect(result.current(['org_admin', 'auditor'])).toBe(true);
    expect(result.current(['auditor'])).toBe(false);
    render(
      <Role value={['auditor']} fallback={<span>无权查看</span>}>
        <span>审核</span>
      </Role>,
    );
    expect(screen.getByText('无权查看')).toBeInTheDocument();
  });

  it('SPEC-6.03 a signed-out visitor holds nothing', () => {
    render(
      <Permission value={['part:item:query']}>
        <span>secret</span>
      </Permission>,
    );
    expect(screen.queryByText('secret')).toBeNull();
  });
});
