'use client';

import { useEffect, useState } from 'react';
import { watchUser, type Account } from '@/lib/firebase/auth';

/** The signed-in account: undefined while Firebase finds out, then the account or null. */
export function useUser(): Account | null | undefined {
  const [user, setUser] = useState<Account | null | undefined>(undefined);
  useEffect(() => watchUser(setUser), []);
  return user;
}
