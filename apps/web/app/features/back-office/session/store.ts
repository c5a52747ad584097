import { configureStore } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'

import { backOfficeApi } from '#app/features/back-office/api/base-api'
import { permissionsSlice } from './permissions-slice'
import { sessionSlice } from './session-slice'

/** Created by the admin layout, in the browser only: public pages load no Redux code. */
export function makeStore() {
  return configureStore({
    reducer: {
      session: sessionSlice.reducer,
      permissions: permissionsSlice.reducer,
      [backOfficeApi.reducerPath]: backOfficeApi.reducer,
    },
    middleware: (getDefault) => getDefault().concat(backOfficeApi.middleware),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
