import { ToastContainer } from 'react-toastify'

/** The shared toast area: top-centre, 5 s, pauses on hover and focus loss, draggable, closes on click. */
export function ToastArea() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      closeOnClick
      newestOnTop
    />
  )
}
